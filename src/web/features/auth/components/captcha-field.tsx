/// <reference types="altcha/types/react" />
import type { AltchaWidgetElement } from "altcha/types/generic";
import { LoaderCircleIcon } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { m } from "@/paraglide/messages";
import { getLocale } from "@/paraglide/runtime";
import { CAPTCHA_CHALLENGE_PATH, captchaMessages } from "@/shared/auth/captcha";
import { Button } from "@/web/components/ui/button";
import { loadAltcha } from "@/web/features/auth/components/load-altcha";
import type { CaptchaFieldControl } from "@/web/features/auth/hooks/use-captcha";

type WidgetState = "unverified" | "verifying" | "verified" | "expired" | "error" | "code";

/**
 * Widget settings: solving starts when the person first focuses the form (so it is usually done by
 * the time they reach the button), and no pointer data is collected (that is only for ALTCHA's
 * hosted service, which we do not use).
 */
const WIDGET_CONFIGURATION = JSON.stringify({ humanInteractionSignature: false, hideLogo: false });

/**
 * The human check (self-hosted ALTCHA proof of work). A native checkbox inside the widget starts
 * it, so it works by keyboard; the solved payload goes to the form through `control`. Expiry
 * clears the payload and says so; the form resets it after a failed submit.
 */
export function CaptchaField({ control }: { control: CaptchaFieldControl }) {
  const id = useId();
  const locale = getLocale();
  const { resets, onPayloadChange } = control;
  const widgetRef = useRef<AltchaWidgetElement>(null);
  // idle: the form was not touched yet, so nothing loads (see below) and the box says when it will.
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const [expired, setExpired] = useState(false);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    setStatus("loading");
    loadAltcha().then(
      () => {
        if (mounted.current) setStatus("ready");
      },
      (error: unknown) => {
        console.error("The captcha widget failed to load", error);
        if (mounted.current) setStatus("failed");
      },
    );
  }, []);
  // Loaded when the person first turns to the form (focus or touch), not while the page hydrates: the
  // widget's code, styles and first render were the longest tasks on /register and /login (Lighthouse TBT).
  // Solving starts on focus anyway (auto="onfocus"), so nothing waits longer for it.
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = fieldsetRef.current?.closest("form");
    if (!form || form.contains(document.activeElement)) return load();
    const start = () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      load();
    };
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    return () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
    };
  }, [load]);

  // A layout effect: the widget mounts in a microtask after insertion and its "load" must not be missed.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (status !== "ready" || !widget) return;
    // Solving starts when the form gains focus; if it had focus before the widget arrived, start now.
    const onLoad = () => {
      if (widget.closest("form")?.contains(document.activeElement) && widget.getState() === "unverified") {
        void widget.verify();
      }
    };
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload: string | null }>)
        .detail;
      onPayloadChange(state === "verified" && payload ? payload : null);
      if (state === "verifying" || state === "verified") setExpired(false);
    };
    const onExpired = () => {
      onPayloadChange(null);
      setExpired(true);
    };
    widget.addEventListener("load", onLoad);
    widget.addEventListener("statechange", onStateChange);
    widget.addEventListener("expired", onExpired);
    return () => {
      widget.removeEventListener("load", onLoad);
      widget.removeEventListener("statechange", onStateChange);
      widget.removeEventListener("expired", onExpired);
    };
  }, [status, onPayloadChange]);

  // A solution is single-use: after a failed submit the form asks for a fresh one.
  const appliedResets = useRef(resets);
  useEffect(() => {
    if (appliedResets.current === resets) return;
    appliedResets.current = resets;
    setExpired(false);
    onPayloadChange(null);
    widgetRef.current?.reset();
  }, [resets, onPayloadChange]);

  const descriptionId = `${id}-description`;
  const expiredId = `${id}-expired`;

  return (
    <fieldset
      ref={fieldsetRef}
      aria-describedby={expired ? `${descriptionId} ${expiredId}` : descriptionId}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 font-medium text-sm">{m.auth_captcha_legend()}</legend>
      <p id={descriptionId} className="text-slate-600 text-xs">
        {m.auth_captcha_description()}
      </p>
      {status === "ready" ? (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_PATH}
          auto="onfocus"
          language={locale}
          configuration={WIDGET_CONFIGURATION}
          style={{
            "--altcha-max-width": "100%",
            "--altcha-border-radius": "0.5rem",
            "--altcha-color-primary": "var(--color-brand-600)",
          }}
        />
      ) : status === "idle" ? (
        <p className="flex h-[68px] items-center rounded-lg border border-slate-300 px-3 text-slate-600 text-sm">
          {m.auth_captcha_idle()}
        </p>
      ) : status === "loading" ? (
        <p className="flex h-[68px] items-center gap-2 rounded-lg border border-slate-300 px-3 text-slate-600 text-sm">
          <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {m.auth_captcha_loading()}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 text-sm">
          <span role="alert">{m.auth_captcha_load_failed()}</span>
          <Button type="button" variant="outline" size="sm" onClick={load}>
            {m.auth_captcha_retry()}
          </Button>
        </div>
      )}
      {expired ? (
        <p id={expiredId} role="alert" className="font-medium text-red-700 text-sm">
          {captchaMessages.expired}
        </p>
      ) : null}
    </fieldset>
  );
}
