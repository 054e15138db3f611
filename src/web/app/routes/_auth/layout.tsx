import { Outlet } from "react-router";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteHeader } from "@/web/app/layout/site-header";

/** Register, login, forgot and reset password: the site's header above one centred panel. */
export default function AuthLayout() {
  return (
    <PageFrame
      header={<SiteHeader />}
      className="bg-slate-50"
      mainClassName="flex justify-center px-4 py-8 sm:py-14"
    >
      <Outlet />
    </PageFrame>
  );
}
