/** Text made safe to print in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markup built by `html`: its values are escaped already. */
export class Html {
  constructor(readonly text: string) {}
}

/** Escapes every value it is given, except markup that `html` built itself. */
export function html(
  strings: TemplateStringsArray,
  ...values: (string | Html | readonly Html[])[]
): Html {
  const markup = (value: string | Html | readonly Html[] = '') =>
    typeof value === 'string'
      ? escapeHtml(value)
      : value instanceof Html
        ? value.text
        : value.map((part) => part.text).join('');
  return new Html(strings.reduce((out, string, index) => out + markup(values[index - 1]) + string));
}
