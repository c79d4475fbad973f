// Fixes to Swagger UI's own page so that /api/docs reads well on a phone and meets WCAG AA: colours with at least
// 4.5:1 contrast for its badges, buttons and examples, and long paths, schemas and examples that wrap instead of
// widening the page or scrolling inside a box.

export const DOCS_THEME_CSS = `
.swagger-ui .info .title small pre { background: #374151; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1d4ed8; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .title small.version-stamp pre { background: transparent; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #166534; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1e40af; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #991b1b; }
.swagger-ui .opblock .opblock-summary-path,
.swagger-ui .opblock .opblock-summary-path__deprecated { word-break: break-all; }
.swagger-ui .opblock .opblock-summary-description { color: #1f2937; }
.swagger-ui .btn.authorize, .swagger-ui .btn.try-out__btn { color: #1f2937; border-color: #1f2937; }
.swagger-ui .parameter__type, .swagger-ui .prop-format, .swagger-ui .parameter__in { color: #374151; }
.swagger-ui .response-col_status, .swagger-ui .model-title, .swagger-ui table thead tr th { color: #111827; }
.swagger-ui .model .property.primitive, .swagger-ui .model span { color: #1f2937; }
.swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { color: #6b21a8; }
.swagger-ui .wrapper { padding: 0 12px; }
.swagger-ui .opblock-body pre, .swagger-ui .highlight-code pre { white-space: pre-wrap; word-break: break-word; }
/* Examples grow to their length instead of scrolling in a box a keyboard cannot reach; one light colour on the
   dark background (the highlighter sets its colours inline, hence !important). */
.swagger-ui .highlight-code > .microlight { max-height: none; overflow: visible; }
.swagger-ui .highlight-code .microlight, .swagger-ui .highlight-code .microlight span { color: #f3f4f6 !important; }
@media (max-width: 640px) {
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-description { flex-basis: 100%; }
  .swagger-ui table.responses-table td, .swagger-ui table.parameters td { display: block; }
  .swagger-ui .model-box { overflow-x: auto; max-width: 100%; }
}
`;
