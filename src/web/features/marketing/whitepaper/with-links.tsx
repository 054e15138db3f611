import { Fragment, type ReactNode } from "react";

/** A mark no message contains (a private-use character), around a link's name. */
const mark = (name: string) => `\uE000${name}\uE000`;
const marked = /\uE000(\w+)\uE000/g;

/**
 * A translated sentence with links inside it: the message is rendered once with a mark in each
 * link's {placeholder}, then cut at the marks and the links put in their places. The sentence stays
 * one message, so a translator can move the link where the language needs it.
 */
export function withLinks<Name extends string>(
  sentence: (marks: Record<Name, string>) => string,
  links: Record<Name, ReactNode>,
): ReactNode[] {
  const names = Object.keys(links) as Name[];
  const text = sentence(Object.fromEntries(names.map((name) => [name, mark(name)])) as Record<Name, string>);
  const pieces: ReactNode[] = [];
  let done = 0;
  for (const match of text.matchAll(marked)) {
    if (match.index > done)
      pieces.push(<Fragment key={`text-${done}`}>{text.slice(done, match.index)}</Fragment>);
    pieces.push(<Fragment key={`link-${match.index}`}>{links[match[1] as Name]}</Fragment>);
    done = match.index + match[0].length;
  }
  if (done < text.length) pieces.push(<Fragment key={`text-${done}`}>{text.slice(done)}</Fragment>);
  return pieces;
}
