/**
 * The landing page's only script. Its document does not hydrate (issue 13: React and the router were
 * 107 KiB of its 175), so this brings its live parts to life from the markup React rendered at build
 * time: the session's links, the phone menu, the links that scroll or remember a language, the live
 * figures and the newsletter form. It builds no markup: what it shows comes from the page's
 * `<template>`s and `data-` attributes.
 */
import "@/shared/i18n/current-locale";
import { wireLinks } from "@/web/landing/links";
import { wireMenu } from "@/web/landing/menu";
import { wireNewsletter } from "@/web/landing/newsletter";
import { followSaleFigures } from "@/web/landing/sale-figures";
import { followSession } from "@/web/landing/session";

wireMenu();
wireLinks();
wireNewsletter();
followSaleFigures();
void followSession();
// What the browser tests wait for, as they wait for hydration on the other pages.
document.documentElement.dataset.ready = "";
