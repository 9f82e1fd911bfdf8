/** The element holding the data a server-written page was rendered with (its query cache). */
export const pageDataElementId = 'page-data';

/** JSON inside `<script>`: `<` escaped, so no text of the data can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
