// Inserts tags before index.html's </head>. A function replacement, never a string: String.replace reads
// $& $` $' $$ in a replacement string as patterns, so text holding them (a product name, a news thumbnail address)
// would copy parts of the page itself into the head (docs/decisions/157).
export const beforeHeadEnd = (html: string, tags: string) =>
  html.replace('</head>', () => `${tags}</head>`);
