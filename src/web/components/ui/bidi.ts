/**
 * Free text (a name, an e-mail, an address) placed inside a translated sentence, wrapped in
 * Unicode isolates (FSI … PDI): the text keeps its own direction and does not reorder the
 * sentence around it: "45 Corniche El Nil" keeps its number in front inside Arabic, and "-5"
 * does not turn into "5-". The plain-text twin of <bdi>, for strings (messages, aria labels, shared text).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
