// Markup a script fills in before showing it (a template, a prototype card) holds placeholders where the words
// go: "{{ author }}", "{% body %}", "<%= date %>", "${rating}", "[[name]]". Such markup is a pattern, never a review.
export const TEMPLATE_PLACEHOLDER = /\{\{|\{%|<%|\$\{|\[\[/;
