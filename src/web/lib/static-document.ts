import { createContext, useContext } from "react";

/**
 * A route's `handle` that keeps its document from hydrating (issue 13): the public pages that only
 * read (landing, about, roadmap, whitepaper, the legal texts). Their prerendered HTML loads no React
 * and no router; one small script of our own (src/web/static-page/) brings their few live parts to
 * life. Navigations inside the single-page app still render the
 * route with React: only the document served for its address is static.
 */
export const staticDocumentHandle = { hydrate: false } as const;

export function isStaticDocumentHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}

/**
 * True while the server renders such a document. Its components then render, instead of React
 * handlers, the markup the script works on: `data-` hooks, and `<template>`s for the states it shows.
 */
export const StaticDocument = createContext(false);

export const useStaticDocument = () => useContext(StaticDocument);
