/**
 * The only script of the public pages whose documents do not hydrate (issue 13: React and the router
 * were 107 KiB of the landing page's 175): the landing page, about, roadmap, whitepaper and the legal
 * texts. It brings their live parts to life from the markup React rendered at build time: the
 * session's links, the phone menu, the links that scroll or remember a language, the newsletter form
 * and, where the page shows them, the live figures. It builds no markup: what it shows comes from
 * the page's `<template>`s and `data-` attributes. The page loads it once it has painted
 * (page-script-loader.ts), so its reads, too, come after the first paint.
 *
 * What answers a tap comes first; the live figures and the session each start in a task of their
 * own. Started in the module's own evaluation, their seven requests (six chunks and a read) made it
 * 6-10 ms of thread time, and 19-27 ms of wall time on a busy host: one long task, ×4 on
 * Lighthouse's phone, and up to 52 ms of the landing page's TBT.
 */
import "@/shared/i18n/current-locale";
import { nextTask } from "@/web/lib/next-task";
import { wireLinks } from "@/web/static-page/links";
import { wireMenu } from "@/web/static-page/menu";
import { wireNewsletter } from "@/web/static-page/newsletter";
import { followSaleFigures } from "@/web/static-page/sale-figures";
import { followSession } from "@/web/static-page/session";

wireMenu();
wireLinks();
wireNewsletter();
// Not a top-level await: the bundler would then split the modules the lazy chunks share out of this
// file, and the page would load its script in six requests instead of one.
void (async () => {
  await nextTask();
  followSaleFigures();
  await nextTask();
  void followSession();
  // What the browser tests wait for, as they wait for hydration on the other pages.
  document.documentElement.dataset.ready = "";
})();
