import { Outlet } from "react-router";
import { PageFrame } from "@/web/app/layout/page-frame";
import { SiteFooter } from "@/web/app/layout/site-footer";
import { SiteHeader } from "@/web/app/layout/site-header";

export default function MarketingLayout() {
  return (
    <PageFrame header={<SiteHeader />} footer={<SiteFooter />}>
      <Outlet />
    </PageFrame>
  );
}
