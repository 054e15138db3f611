import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteHeader } from "@/web/app/layout/site-header";

/**
 * Register, login, forgot and reset password: the site's header above one centred panel.
 *
 * The panel sits in a Suspense boundary (nothing in it suspends) so that, on a prerendered document,
 * React hydrates it after the frame, in a commit of its own. In one commit, the form library's update
 * on mount made React finish the page's effects and re-render in the same task: the longest task
 * after the first paint, about 25 ms of a desktop's CPU and four times that on Lighthouse's phone
 * (issue 13, decision 0024). Events on the panel before then make React hydrate it at once.
 */
export default function AuthLayout() {
  return (
    <PageFrame
      header={<SiteHeader />}
      className="bg-slate-50"
      mainClassName="flex justify-center px-4 py-8 sm:py-14"
    >
      <Suspense>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
