/** Text made safe to print in HTML or XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
