import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Renders the prerendered pages and the single-page shell at build time (`ssr: false`: no page is
 * rendered per request). It is React Router's default entry but for one option.
 *
 * React moves a finished Suspense boundary's content to the end of the document when the HTML
 * before it passes `progressiveChunkSize` (12,800 bytes by default): the boundary's place then holds
 * an empty template, the content waits in a hidden `<div>`, and an inline script moves it in,
 * throttled by up to 300 ms. That streams a slow server's shell sooner; a prerendered file gains
 * nothing from it. `/register`'s form, inside the auth layout's boundary (decision 0024), was
 * hidden that way: invisible without JavaScript, painted after the first paint, laid out twice.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Armed before the render starts, so that no callback of it can meet the timer undeclared.
    const timeout = setTimeout(() => stream.abort(), streamTimeout + 1_000);
    const stream = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every boundary's content stays where it stands in the document.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A file is written once the whole page is rendered, never a shell to fill in later.
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        stream.pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        // The prerender fails on a status other than 200: a page with an error is not written.
        status = 500;
        console.error(error);
      },
    });
  });
}
