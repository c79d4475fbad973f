// Product pages whose reviews exist only in the state a JavaScript framework hands to the browser, each written in
// that framework's own wire format (from its serializer's rules, not copied from a page): Next.js app-router
// flight rows, React Router 7 / Remix single-fetch turbo-stream, Remix 1/2 deferred data, SvelteKit's hydration
// data (versions 1 and 2) and fetched responses, Astro island props, and Angular's transfer state in both its old
// and new escaping. Every page also holds state that is not a review (the rating summary, questions and answers)
// which must not become one.
import type { FixtureReview } from '@reviewsentry/test-support/shop';
import { shopShell } from './vendor-widget-pages';

/**
 * The reviews of these pages: one longer than 1,024 characters with non-ASCII letters (React sends such a string
 * as its own text row), one that starts with "$" (which flight escapes as "$$").
 */
export const STATE_REVIEWS: FixtureReview[] = [
  {
    id: 'rv-101',
    text: `Keeps tea hot from the morning train until the evening café stop. ${'Déjà vu every day: still hot, no leaks, easy to clean. '.repeat(20)}`.trim(),
    title: 'Hot all day',
    rating: 5,
    reviewer: 'Anna K.',
    date: '2024-03-03',
  },
  {
    id: 'rv-102',
    text: '$25 well spent, though the lid leaks when the flask lies flat in my bag.',
    title: 'Leaky lid',
    rating: 2,
    reviewer: 'Bo Lindqvist',
    date: '2024-03-05',
  },
  {
    id: 'rv-103',
    text: 'Solid steel and a little heavy, but it fits the cup holder of my car.',
    title: 'Sturdy',
    rating: 4,
    reviewer: 'Chidi O.',
    date: '2024-03-07',
  },
];

/** What a review API of a shop returns (Shopify-style snake_case), dates as Date objects for the serializers. */
const apiReview = (r: FixtureReview) => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.text,
  reviewer: { name: r.reviewer, verified_buyer: true },
  created_at: new Date(`${r.date}T09:30:00Z`),
});

const QUESTIONS = [
  {
    id: 'q-1',
    question: 'Is it dishwasher safe?',
    answer: 'Yes, the body is.',
    answeredBy: 'Staff',
  },
  {
    id: 'q-2',
    question: 'Does it fit a cup holder?',
    answer: 'Most of them.',
    answeredBy: 'Staff',
  },
];

/** The loader data every page renders from: the product, its rating summary, reviews and questions. */
export function productState(name: string, reviews: FixtureReview[]) {
  return {
    product: { id: 'gid://shop/Product/8001', handle: 'steel-flask', title: name, price: '39.99' },
    reviewSummary: { average: 3.7, totalReviews: reviews.length, histogram: [0, 1, 0, 1, 1] },
    reviews: reviews.map(apiReview),
    questions: QUESTIONS,
  };
}

// ---- Next.js app router: React Server Components flight rows --------------------------------------------------

/** UTF-8 length, which a flight text row's hexadecimal length counts. */
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * React's flight encoding of a value: a string starting with "$" is escaped as "$$", a Date is "$D" + ISO, a
 * string of 1,024 characters or more goes into its own text row (`<id>:T<hex byte length>,<text>`, no line end)
 * and is referenced as "$<id>".
 */
function flightValue(value: unknown, textRows: string[], nextId: { n: number }): unknown {
  if (value instanceof Date) return `$D${value.toISOString()}`;
  if (typeof value === 'string') {
    if (value.length >= 1024) {
      const id = (nextId.n++).toString(16);
      textRows.push(`${id}:T${utf8Length(value).toString(16)},${value}`);
      return `$${id}`;
    }
    return value.startsWith('$') ? `$${value}` : value;
  }
  if (Array.isArray(value)) return value.map((v) => flightValue(v, textRows, nextId));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, flightValue(v, textRows, nextId)]),
    );
  return value;
}

/**
 * A Next.js 14/15 app-router page: the server component renders the client `ProductReviews` component ("$L3",
 * imported by the "I" row) with the reviews as props; the flight stream is cut into `self.__next_f.push([1, …])`
 * chunks at arbitrary points, one of them inside a text row.
 */
export function nextAppRouterPage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  const textRows: string[] = [];
  const props = flightValue(
    { summary: state.reviewSummary, reviews: state.reviews, questions: state.questions },
    textRows,
    { n: 16 },
  );
  const stream = [
    '1:HL["/_next/static/css/app/layout.css","style"]\n',
    '2:I[8812,["341","static/chunks/341.js"],"default"]\n',
    '3:I[5120,["744","static/chunks/app/products/page.js"],"ProductReviews"]\n',
    ...textRows,
    `4:["$","section",null,{"className":"reviews","children":["$","$L3",null,${JSON.stringify(props)}]}]\n`,
    `0:{"P":null,"b":"build-7f3a","p":"","c":["","products","steel-flask"],"i":false,"f":[[["",{"children":["products",{"children":[["handle","steel-flask","d"],{"children":["__PAGE__",{}]}]}]},"$undefined","$undefined",true],["",["$","main",null,{"children":[["$","h1",null,{"children":${JSON.stringify(name)}}],"$4"]}]]]],"m":"$undefined","G":["$2",[]],"s":false,"S":false}\n`,
  ].join('');
  const cuts = [0, 61, 200, 700, 1450, 2300, stream.length];
  const pushes = cuts
    .slice(1)
    .map((end, i) => stream.slice(cuts[i], end))
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => `<script>self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`)
    .join('\n');
  return shopShell(
    name,
    `<section id="reviews"><h2>Customer reviews</h2><p>Loading reviews…</p></section>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
${pushes}`,
  );
}

// ---- React Router 7 / Remix single fetch: turbo-stream ----------------------------------------------------

/**
 * turbo-stream's flat encoding: every distinct value an entry of one array, objects as {"_<key's index>": value's
 * index}, arrays of indexes, a Date as ["D", ms], a promise as ["P", its own index] resolved by a later line
 * `P<index>:[…new entries…]` whose first entry is the resolved value.
 */
class TurboStream {
  readonly entries: string[] = [];
  private readonly seen = new Map<unknown, number>();
  private readonly deferred: Array<[number, unknown]> = [];

  add(value: unknown): number {
    if (value === null) return -5;
    if (value === undefined) return -7;
    if (typeof value !== 'object' && this.seen.has(value)) return this.seen.get(value)!;
    const index = this.entries.length;
    this.entries.push('');
    if (typeof value !== 'object') this.seen.set(value, index);
    if (value instanceof Date) this.entries[index] = `["D",${value.getTime()}]`;
    else if (value instanceof Promise || (isObject(value) && 'deferred' in value)) {
      this.entries[index] = `["P",${index}]`;
      this.deferred.push([index, (value as { deferred: unknown }).deferred]);
    } else if (Array.isArray(value))
      this.entries[index] = `[${value.map((v) => this.add(v)).join(',')}]`;
    else if (isObject(value))
      this.entries[index] = `{${Object.entries(value)
        .map(([k, v]) => `"_${this.add(k)}":${this.add(v)}`)
        .join(',')}}`;
    else this.entries[index] = JSON.stringify(value);
    return index;
  }

  /** The stream's lines: the first with every entry so far, then one per deferred value. */
  lines(root: unknown): string[] {
    this.add(root);
    const lines = [`[${this.entries.join(',')}]\n`];
    for (const [id, value] of this.deferred) {
      const from = this.entries.length;
      const index = this.add(value);
      lines.push(
        index < 0 ? `P${id}:${index}\n` : `P${id}:[${this.entries.slice(from).join(',')}]\n`,
      );
    }
    return lines;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A Shopify Hydrogen (React Router 7) product page: the route's loader data streamed into
 * `window.__reactRouterContext.streamController.enqueue("…")`, the reviews deferred (a promise resolved by a later
 * line), as Hydrogen's templates defer slow third-party data. `global` is "__remixContext" for Remix 2's single
 * fetch.
 */
export function reactRouterStreamPage(
  name: string,
  reviews: FixtureReview[],
  global = '__reactRouterContext',
): string {
  const state = productState(name, reviews);
  const lines = new TurboStream().lines({
    loaderData: {
      root: { shop: { name: 'Example Shop' }, cart: { deferred: null } },
      'routes/products.$handle': {
        product: state.product,
        reviewSummary: state.reviewSummary,
        reviews: { deferred: state.reviews },
        questions: state.questions,
      },
    },
    actionData: null,
    errors: null,
  });
  const context = `window.${global} = {"basename":"/","future":{"unstable_optimizeDeps":false},"isSpaMode":false};window.${global}.stream = new ReadableStream({start(controller){window.${global}.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2></section>
<script>${context}</script>
${lines.map((line) => `<script>window.${global}.streamController.enqueue(${JSON.stringify(line)});</script>`).join('\n')}
<script>window.${global}.streamController.close();</script>
<script type="module" async>import "/assets/manifest-1a2b.js"; import * as route0 from "/assets/root-9f8e.js";</script>`,
  );
}

/**
 * A Remix 1/2 page (Hydrogen 2023–24) that defers its reviews with `defer()`: the loader data names a deferred
 * promise, settled later in the stream by `__remixContext.r("<route>", "<key>", <JSON>)`.
 */
export function remixDeferredPage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  const route = 'routes/($locale).products.$handle';
  const context = {
    url: '/products/steel-flask',
    state: {
      loaderData: {
        root: { shop: { name: 'Example Shop' } },
        [route]: {
          product: state.product,
          reviewSummary: state.reviewSummary,
          reviews: '__deferred_promise:reviews',
        },
      },
      actionData: null,
      errors: null,
    },
    future: { v2_meta: true },
  };
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2></section>
<script>window.__remixContext = ${json(context)};__remixContext.p = function(v,e,p,x) { if (typeof e !== 'undefined') { x=new Error(e.message); p=Promise.reject(x); } else { p=Promise.resolve(v); } return p; };__remixContext.n = function(i,k) { __remixContext.t = __remixContext.t || {}; __remixContext.t[i] = __remixContext.t[i] || {}; let p = new Promise((r, e) => {__remixContext.t[i][k] = {r:(v)=>{r(v);},e:(v)=>{e(v);}};}); return p; };__remixContext.a=1;</script>
<script type="module" async>import "/build/manifest-8c1d.js"; import * as route0 from "/build/root-2f3e.js";</script>
<script>__remixContext.r(${JSON.stringify(route)}, "reviews", ${json(JSON.parse(JSON.stringify(state.reviews)))});</script>
<script>__remixContext.r(${JSON.stringify(route)}, "questions", ${json(state.questions)});</script>`,
  );
}

// ---- SvelteKit ---------------------------------------------------------------------------------------------

/** devalue's `uneval` of a plain value: JavaScript with bare keys, Dates as `new Date(ms)`. */
function uneval(value: unknown): string {
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value === undefined) return 'void 0';
  if (Array.isArray(value)) return `[${value.map(uneval).join(',')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${/^[a-z_$][\w$]*$/i.test(k) ? k : JSON.stringify(k)}:${uneval(v)}`)
      .join(',')}}`;
  return JSON.stringify(value).replace(/</g, '\\u003C');
}

/** A SvelteKit 2 page: the route's `load` data handed to `kit.start(app, element, { node_ids, data, … })`. */
export function svelteKitPage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  const data = `[{type:"data",data:{shop:"Example Shop"},uses:{}},{type:"data",data:${uneval(state)},uses:{params:["handle"]}}]`;
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2></section>
<script>
  {
    __sveltekit_1fk2x9a = { base: new URL("..", location).pathname.slice(0, -1) };
    const element = document.currentScript.parentElement;
    const data = ${data};
    Promise.all([import("../_app/immutable/entry/start.B1.js"), import("../_app/immutable/entry/app.C2.js")]).then(([kit, app]) => {
      kit.start(app, element, { node_ids: [0, 7], data, form: null, error: null });
    });
  }
</script>`,
  );
}

/** A SvelteKit 1 page: the data inline in the `hydrate` option of `start({…})`, in a module script. */
export function svelteKitOnePage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2></section>
<script type="module" data-sveltekit-hydrate="1u2x3k">
  import { start } from "./_app/immutable/start-5c1f3a.js";
  start({
    env: {},
    paths: {"assets":"","base":""},
    target: document.querySelector('[data-sveltekit-hydrate="1u2x3k"]').parentNode,
    version: "1700000000000",
    hydrate: {
      node_ids: [0, 4],
      data: [null,{type:"data",data:${uneval(state)},uses:{params:["handle"]}}],
      form: null,
      error: null
    }
  });
</script>`,
  );
}

/**
 * A SvelteKit page whose `load` fetched the reviews API on the server: the response is inlined for the client as
 * `<script type="application/json" data-sveltekit-fetched data-url=…>` holding status, headers and the body as a
 * string.
 */
export function svelteKitFetchedPage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  const response = {
    status: 200,
    statusText: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  };
  return shopShell(
    name,
    `<section id="reviews"><h2>Reviews</h2></section>
<script type="application/json" data-sveltekit-fetched data-url="https://api.example-shop.com/products/steel-flask/reviews?page=1" data-ttl="60">${JSON.stringify(response).replace(/</g, '\\u003C')}</script>`,
  );
}

// ---- Astro --------------------------------------------------------------------------------------------------

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Astro's island props: every value as [type, value] (0 a plain value or an object of such pairs, 1 an array of
 * pairs, 3 a Date as ISO text), the props object itself a map of such pairs, all in the `props` attribute.
 */
function astroValue(value: unknown): unknown {
  if (value instanceof Date) return [3, value.toISOString()];
  if (Array.isArray(value)) return [1, value.map(astroValue)];
  if (isObject(value))
    return [0, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, astroValue(v)]))];
  return [0, value];
}

/** An Astro page hydrating a React `ReviewList` island with the reviews as props. */
export function astroIslandPage(name: string, reviews: FixtureReview[]): string {
  const state = productState(name, reviews);
  const props = Object.fromEntries(
    Object.entries({
      summary: state.reviewSummary,
      reviews: state.reviews,
      questions: state.questions,
    }).map(([k, v]) => [k, astroValue(v)]),
  );
  return shopShell(
    name,
    `<astro-island uid="Z1hxnQp" prefix="r3" component-url="/_astro/ReviewList.Bx9c.js" component-export="default" renderer-url="/_astro/client.Dk2.js" props="${attr(JSON.stringify(props))}" ssr client="visible" opts="${attr(JSON.stringify({ name: 'ReviewList', value: true }))}" await-children><section class="reviews"><h2>Reviews</h2><p>Loading…</p></section></astro-island>`,
  );
}

// ---- Angular transfer state -----------------------------------------------------------------------------------

/** The HTTP responses Angular's server transfers to the browser, keyed by request. */
function transferState(name: string, reviews: FixtureReview[]) {
  return {
    'G.https://api.example-shop.com/products/steel-flask/reviews?': {
      body: productState(name, reviews),
      headers: {},
      status: 200,
      statusText: 'OK',
      url: 'https://api.example-shop.com/products/steel-flask/reviews',
      responseType: 'json',
    },
  };
}

/** Angular Universal up to 15: `<script id="<appId>-state">` with &q; &a; &s; &l; &g; standing for " & ' < >. */
export function angularUniversalPage(name: string, reviews: FixtureReview[]): string {
  const text = JSON.stringify(transferState(name, reviews))
    .replace(/&/g, '&a;')
    .replace(/"/g, '&q;')
    .replace(/'/g, '&s;')
    .replace(/</g, '&l;')
    .replace(/>/g, '&g;');
  return shopShell(
    name,
    `<app-root ng-version="15.2.9"><section><h2>Reviews</h2></section></app-root>
<script id="serverApp-state" type="application/json">${text}</script>`,
  );
}

/** Angular 16+: `<script id="ng-state" type="application/json">`, plain JSON with `<` escaped as \\u003C. */
export function angularNgStatePage(name: string, reviews: FixtureReview[]): string {
  return shopShell(
    name,
    `<app-root ng-version="17.3.0" ng-server-context="ssr"><section><h2>Reviews</h2></section></app-root>
<script id="ng-state" type="application/json">${JSON.stringify(transferState(name, reviews)).replace(/</g, '\\u003C')}</script>`,
  );
}
