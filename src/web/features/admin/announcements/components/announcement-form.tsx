import { zodResolver } from "@hookform/resolvers/zod";
import { MegaphoneIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type Announcement, announcementSchema } from "@/shared/admin/announcements";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { TextAreaField, TextField } from "@/web/components/ui/field";
import {
  type AnnouncementResult,
  usePublishAnnouncement,
} from "@/web/features/admin/announcements/api/publish-announcement";
import { PublishDialog } from "@/web/features/admin/announcements/components/publish-dialog";
import { kindLabels, resultSentence } from "@/web/features/admin/announcements/lib/result-sentence";

type AnnouncementInput = z.input<typeof announcementSchema>;

/**
 * A new announcement: checked by the shared schema, then confirmed in a dialog, since it reaches every
 * investor at once and cannot be taken back. The outcome (how many were told) stays under the form.
 */
export function AnnouncementForm() {
  const ids = useId();
  const publish = usePublishAnnouncement();
  const [confirming, setConfirming] = useState<Announcement | null>(null);
  const [result, setResult] = useState<AnnouncementResult | null>(null);
  const form = useForm<AnnouncementInput, unknown, Announcement>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { title: "", message: "", kind: "system" },
  });
  const { errors } = form.formState;

  const send = async (announcement: Announcement) => {
    try {
      const sent = await publish.mutateAsync(announcement);
      setConfirming(null);
      setResult(sent);
      form.reset();
      toast.success("Announcement published.");
    } catch {
      // The dialog shows the mutation's error and stays open.
    }
  };

  return (
    <Card>
      <CardHeader>
        <h3 id={`${ids}-title`} className="font-semibold text-lg leading-tight">
          New announcement
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          noValidate
          aria-labelledby={`${ids}-title`}
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((checked) => {
            publish.reset();
            setResult(null);
            setConfirming(checked);
          })}
        >
          <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
          <TextAreaField
            label="Message"
            rows={6}
            hint="Shown in every investor's notifications; subscribers to the newsletter also receive it by e-mail."
            error={errors.message?.message}
            {...form.register("message")}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-sm">Kind</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(Object.keys(kindLabels) as Announcement["kind"][]).map((kind) => (
                <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={kind}
                    className="size-4 accent-brand-600"
                    {...form.register("kind")}
                  />
                  {kindLabels[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="self-start">
            <MegaphoneIcon aria-hidden />
            Publish
          </Button>
        </form>
        {result ? <Alert tone="success">{resultSentence(result)}</Alert> : null}
      </CardContent>
      <PublishDialog
        announcement={confirming}
        sending={publish.isPending}
        error={publish.error ? publish.error.message || "The announcement could not be published." : null}
        onConfirm={(announcement) => void send(announcement)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
