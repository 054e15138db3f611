import { Fragment, type ReactNode } from "react";

// A private-use character: never in a message nor in a value put into one.
const MARK = "\uE000";

/**
 * A whole-sentence message with elements in it ("the tokens go to <span class=mono>0x…</span>"): the
 * message is called with a marker for each element, and the marked places are replaced by the
 * elements, so no sentence is built from fragments. `text` gives the plain values, `nodes` the elements.
 */
export function richMessage<Inputs extends Record<string, unknown>>(
  message: (inputs: Inputs) => string,
  text: Partial<Inputs>,
  nodes: Partial<Record<keyof Inputs & string, ReactNode>>,
): ReactNode {
  const names = Object.keys(nodes);
  const marked = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = message({ ...text, ...marked } as Inputs).split(MARK);
  // Odd parts are names of elements (the text between two markers), even parts plain text.
  return parts.map((part, index) =>
    index % 2 === 1 && names.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
      <Fragment key={index}>{nodes[part as keyof Inputs & string]}</Fragment>
    ) : (
      part
    ),
  );
}
