/**
 * A card's title link that covers the whole card: its `::after` fills the card (the nearest
 * positioned ancestor), so a tap anywhere on it opens the link, and the focus ring goes round
 * the card. What else the card offers (a button) sits above it, `relative z-10`.
 */
export const coverLinkClasses =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500";
