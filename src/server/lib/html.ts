import { escapeMarkup } from '#shared/rules/markup';

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
      ? escapeMarkup(value)
      : value instanceof Html
        ? value.text
        : value.map((part) => part.text).join('');
  return new Html(strings.reduce((out, string, index) => out + markup(values[index - 1]) + string));
}
