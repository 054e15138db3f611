import type { MetaDescriptor } from "react-router";

/** A console page's title ("Payments · Operator console"); no console page is ever indexed. */
export function adminMeta(page: string): MetaDescriptor[] {
  return [{ title: `${page} · Operator console` }, { name: "robots", content: "noindex" }];
}
