const UNSAFE = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value (the host's head, ui's filled-in texts, e-mail HTML). */
export function escapeHtml(text: string): string {
  return text.replace(UNSAFE, (char) => ENTITIES[char] ?? char);
}
