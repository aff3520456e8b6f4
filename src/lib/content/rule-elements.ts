/**
 * Elements the build plugins add to rule text: the copy-link control beside
 * each rule and the editor's notes of an errata register.
 */
import type { Element, ElementContent } from 'hast';
import type { Erratum } from '../../../engine/core/index.ts';

/** An MDX component in the tree (`<Example rule="1.5">`). */
export interface JsxAttribute {
  type: string;
  name: string;
  value?: unknown;
}

export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: ElementContent[];
}

/** What a note shows of an errata register entry (every system's register has these). */
export type NotedErratum = Pick<
  Erratum<string, object>,
  'id' | 'kind' | 'title' | 'reading' | 'alternative'
>;

/**
 * The copy-link control shown beside every rule; `name` says which ("rule 5.1", a section's
 * title). It sits inside the rule's anchor: the page's script reads the link from there.
 */
export function copyLinkButton(number: string, name = `rule ${number}`): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['copy-link'],
      ariaLabel: `Copy link to ${name}`,
      title: 'Copy link',
    },
    children: [],
  };
}

/** The link beside a rule to the same rule in the other editions, on the compare pages. */
export function otherEditionsLink(href: string, number: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: {
      className: ['compare-link'],
      href,
      ariaLabel: `Rule ${number} in the other editions`,
      title: 'This rule in the other editions',
    },
    children: [],
  };
}

/** Editor's notes from the engine's errata register, shown after the rule they cite (`data-note-at`). */
export function erratumNote(erratum: NotedErratum, at: string): Element {
  const text = (value: string): ElementContent => ({ type: 'text', value });
  const p = (children: ElementContent[], className?: string): Element => ({
    type: 'element',
    tagName: 'p',
    properties: className ? { className: [className] } : {},
    children,
  });
  const label = (value: string): Element => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['note-reading'] },
    children: [text(value)],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['editor-note'],
      role: 'note',
      dataNote: 'erratum',
      dataErratum: erratum.id,
      dataNoteAt: at,
      ariaLabel: `Editor’s note: ${erratum.title}`,
    },
    children: [
      p([text(`Editor’s note · ${erratum.kind.replace('-', ' ')}`)], 'editor-note-label'),
      p([{ type: 'element', tagName: 'strong', properties: {}, children: [text(erratum.title)] }]),
      p([label('Read here:'), text(` ${erratum.reading}`)]),
      p([label('Other reading:'), text(` ${erratum.alternative}`)]),
    ],
  };
}
