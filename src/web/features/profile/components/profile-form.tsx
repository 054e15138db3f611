import { zodResolver } from "@hookform/resolvers/zod";
import { PencilIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { m } from "@/paraglide/messages";
import {
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from "@/shared/profile/profile-schema";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { TextField } from "@/web/components/ui/field";
import { useUpdateProfile } from "@/web/features/profile/api/update-profile";
import { ApiRequestError } from "@/web/lib/api-request-error";

const editable = ["firstName", "lastName", "phone", "country"] as const;
const valuesOf = (p: Profile): ProfileUpdateInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  country: p.country,
});

/**
 * Profile Information (spec: read-only until Edit Profile; Save or Cancel returns to read-only;
 * Cancel puts back the saved values). The e-mail address is never editable.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const leaveEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const cancel = () => {
    form.reset(valuesOf(profile));
    leaveEditing();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      leaveEditing();
      toast.success(m.profile_form_saved());
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? failure.body : undefined;
      const name = (field as { field?: string } | undefined)?.field;
      const message = failure instanceof Error && failure.message ? failure.message : m.profile_form_failed();
      if (name && (editable as readonly string[]).includes(name)) {
        form.setError(name as (typeof editable)[number], { message }, { shouldFocus: true });
      }
      toast.error(message);
    }
  });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="profile-information-title">{m.profile_form_title()}</CardTitle>
        {editing ? null : (
          <Button
            ref={editButton}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setEditing(true);
              requestAnimationFrame(() => form.setFocus("firstName"));
            }}
          >
            <PencilIcon aria-hidden />
            {m.profile_form_edit()}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="profile-information-title"
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={m.profile_form_first_name()}
              autoComplete="given-name"
              readOnly={!editing}
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <TextField
              label={m.profile_form_last_name()}
              autoComplete="family-name"
              readOnly={!editing}
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
          <TextField
            label={m.profile_form_email()}
            type="email"
            value={profile.email}
            readOnly
            hint={m.profile_form_email_hint()}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={m.profile_form_phone()}
              type="tel"
              autoComplete="tel"
              readOnly={!editing}
              error={errors.phone?.message}
              {...form.register("phone")}
            />
            <TextField
              label={m.profile_form_country()}
              autoComplete="country-name"
              readOnly={!editing}
              error={errors.country?.message}
              {...form.register("country")}
            />
          </div>
          {editing ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
                {m.profile_form_cancel()}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? m.profile_form_saving() : m.profile_form_save()}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
