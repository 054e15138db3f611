import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type SubscribeInput, subscribeSchema } from "@/shared/newsletter/subscribe-schema";
import { siteConfig } from "@/shared/site-config";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useSubscribe } from "@/web/features/newsletter/api/subscribe";
import { ApiRequestError } from "@/web/lib/api-fetch";

/** The footer's "Stay Updated" form, with the spec's messages for each outcome. */
export function NewsletterForm() {
  const id = useId();
  const subscribe = useSubscribe();
  const form = useForm<SubscribeInput>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: { email: "", website: "" },
  });
  const emailError = form.formState.errors.email?.message;

  const onValid = form.handleSubmit(
    async (input) => {
      try {
        const result = await subscribe.mutateAsync(input);
        if (result.status === "already_subscribed") {
          toast.info("Already subscribed", { description: "This email is already on our mailing list!" });
          return;
        }
        toast.success("Successfully subscribed!", {
          description: `You'll receive updates about ${siteConfig.product}.`,
        });
        form.reset({ email: "", website: "" });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400) {
          toast.error("Invalid email", { description: error.message });
          return;
        }
        toast.error("Subscription failed", { description: "Please try again later." });
      }
    },
    (errors) => toast.error("Invalid email", { description: errors.email?.message }),
  );

  return (
    <form onSubmit={onValid} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className="font-medium text-sm text-slate-300">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
          className="border-slate-600 bg-slate-900 text-white placeholder:text-slate-400"
          {...form.register("email")}
        />
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className="text-red-300 text-sm">
          {emailError}
        </p>
      ) : null}
      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register("website")}
        />
      </div>
    </form>
  );
}
