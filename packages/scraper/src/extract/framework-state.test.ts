// State that JavaScript frameworks hand to the page in their own encodings: Nuxt 3's flattened devalue payload
// (__NUXT_DATA__) and Nuxt 2's `window.__NUXT__ = (function(a, b, …) { return {…} }(…))`, whose repeated values are
// the function's parameters; and normalised GraphQL caches (Apollo, Relay) whose entities point at each other.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';
import { unflattenPayload } from './devalue-payload';
import { withCacheRefsResolved } from './cache-refs';
import { parseLenientJson } from './lenient-json';

const URL_ = 'https://shop.example.com/products/flask';
const page = (body: string) =>
  `<!doctype html><html lang="en-US"><head><title>Steel Flask | Shop</title></head><body><div id="__nuxt"></div>${body}</body></html>`;

const REVIEWS = [
  { id: 101, rating: 5, title: 'Hot all day', body: 'Keeps tea hot.', author: 'Ann' },
  { id: 102, rating: 2, title: 'Leaks', body: 'The lid leaks.', author: 'Bo' },
];
const EXPECTED = [
  { id: '101', text: 'Keeps tea hot.', title: 'Hot all day', rating: 5, reviewer: 'Ann' },
  { id: '102', text: 'The lid leaks.', title: 'Leaks', rating: 2, reviewer: 'Bo' },
];

/**
 * devalue's flattened form, as Nuxt 3 writes it: every value an entry, referenced by its index, dates typed, and
 * the root wrapped in Nuxt's reactive reviver (["ShallowReactive", 1]).
 */
function flatten(root: unknown): unknown[] {
  const entries: unknown[] = [['ShallowReactive', 1]];
  const add = (value: unknown): number => {
    const index = entries.length;
    entries.push(null);
    if (value instanceof Date) entries[index] = ['Date', value.toISOString()];
    else if (Array.isArray(value)) entries[index] = value.map(add);
    else if (typeof value === 'object' && value !== null)
      entries[index] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, add(v)]));
    else entries[index] = value;
    return index;
  };
  add(root);
  return entries;
}

describe('Nuxt 3 __NUXT_DATA__', () => {
  const state = {
    data: {
      'product-flask': {
        id: 'SF-1',
        name: 'Steel Flask',
        reviews: REVIEWS.map((r) => ({ ...r, createdAt: new Date('2024-03-03T10:00:00Z') })),
      },
    },
    state: {},
    serverRendered: true,
  };

  it('unflattens the payload and reads its reviews', () => {
    const payload = flatten(state);
    const html = page(
      `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${JSON.stringify(payload)}</script>`,
    );
    const result = extractPage(URL_, html);
    expect(result.source).toBe('app-state');
    expect(result.reviews).toEqual(
      EXPECTED.map((r) => ({ ...r, date: '2024-03-03T10:00:00.000Z' })),
    );
  });

  it('survives cycles, stray indexes and deep nesting', () => {
    expect(unflattenPayload([{ self: 0, next: 1 }, [0, 99, -1]])).toEqual({
      self: null,
      next: [null, null, null],
    });
    const deep = Array.from({ length: 5000 }, (_, i) => [i + 1]);
    expect(() => unflattenPayload(deep)).not.toThrow();
  });
});

describe('Nuxt 2 window.__NUXT__ returned by a function', () => {
  // devalue's uneval: repeated values (the 5 and 2 ratings, the shared date, `true`) become parameters; a quoted
  // string that happens to spell a parameter's name ("S", a size) stays a string.
  const reviews = REVIEWS.map(
    (r) =>
      `{id:${r.id},rating:${r.rating === 5 ? 'a' : 'b'},title:"${r.title}",content:"${r.body}",author:"${r.author}",created_at:c,size:"S",verified:S}`,
  ).join(',');
  const script = `window.__NUXT__=(function(a,b,c,S){return {layout:"default",data:[{product:{id:"SF-1",name:"Steel Flask",reviews:[${reviews}]}}],fetch:{},error:null,serverRendered:true}}(5,2,"2024-03-03",true));`;

  it('binds the parameters to the arguments and reads the reviews', () => {
    const result = extractPage(URL_, page(`<script>${script}</script>`));
    expect(result.source).toBe('app-state');
    expect(result.reviews).toEqual(
      EXPECTED.map((r) => ({ ...r, date: '2024-03-03', verified: true })),
    );
  });

  it('binds bare identifiers only, never a quoted string that spells one', () => {
    expect(parseLenientJson('{size:"S",verified:S,n:[S]}', new Map([['S', true]]))).toEqual({
      size: 'S',
      verified: true,
      n: [true],
    });
  });

  it('reads the `})(…)` spelling too', () => {
    const other = script.replace('}}(5,2,', '}})(5,2,');
    expect(extractPage(URL_, page(`<script>${other}</script>`)).reviews).toHaveLength(2);
  });
});

describe('normalised GraphQL caches', () => {
  /** A cache: the product points at its reviews, each review at its author and back at the product. */
  function cache(ref: (id: string) => object) {
    const entities: Record<string, object> = {
      ROOT_QUERY: { __typename: 'Query', 'product({"slug":"flask"})': ref('Product:1') },
      'Product:1': {
        __typename: 'Product',
        id: 'SF-1',
        name: 'Steel Flask',
        averageRating: 3.5,
        reviewCount: 2,
        reviews: REVIEWS.map((r) => ref(`Review:${r.id}`)),
      },
    };
    for (const r of REVIEWS) {
      entities[`Review:${r.id}`] = {
        __typename: 'Review',
        id: r.id,
        rating: r.rating,
        title: r.title,
        text: r.body,
        createdAt: '2024-03-03',
        author: ref(`Customer:${r.author}`),
        product: ref('Product:1'),
      };
      entities[`Customer:${r.author}`] = { __typename: 'Customer', displayName: r.author };
    }
    return entities;
  }
  const expected = EXPECTED.map((r) => ({ ...r, date: '2024-03-03' }));

  it('resolves Apollo 3 pointers in Next.js initialApolloState', () => {
    const data = { props: { pageProps: { initialApolloState: cache((id) => ({ __ref: id })) } } };
    const html = page(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`,
    );
    const result = extractPage(URL_, html);
    expect(result.source).toBe('app-state');
    expect(result.product).toMatchObject({ aggregate_rating: 3.5, review_count: 2 });
    expect(result.reviews).toEqual(expected);
  });

  it('resolves Apollo 2 pointers in window.__APOLLO_STATE__', () => {
    const state = cache((id) => ({ type: 'id', id, generated: false }));
    const html = page(`<script>window.__APOLLO_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(extractPage(URL_, html).reviews).toEqual(expected);
  });

  it('expands from the root query whatever order the entities are stored in', () => {
    const entities = cache((id) => ({ __ref: id }));
    const reordered = Object.fromEntries(Object.entries(entities).reverse());
    const html = page(`<script>window.__APOLLO_STATE__ = ${JSON.stringify(reordered)};</script>`);
    expect(extractPage(URL_, html).reviews).toEqual(expected);
  });

  it('breaks cycles and leaves a state without a cache as it is', () => {
    const looped = { ROOT_QUERY: { me: { __ref: 'A:1' } }, 'A:1': { next: { __ref: 'A:1' } } };
    const resolved = withCacheRefsResolved(looped);
    expect(() => JSON.stringify(resolved)).not.toThrow(); // no cycle left
    expect(resolved).toMatchObject({ ROOT_QUERY: { me: { next: null } } });
    const plain = { items: [{ __ref: 'x' }] };
    expect(withCacheRefsResolved(plain)).toBe(plain);
  });
});

describe("Apollo Client's streaming SSR transport", () => {
  // @apollo/client-integration-nextjs hands each query's result to the page by pushing it on a queue kept under
  // a symbol: `(window[Symbol.for("ApolloSSRDataTransport")] ??= []).push({ rehydrate, events })`.
  it('reads the reviews of a query result pushed on the queue', () => {
    const results = REVIEWS.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.body,
      userNickname: r.author,
      __typename: 'ProductReview',
    }));
    const push = {
      rehydrate: {},
      events: [
        { type: 'started', options: { query: 'query Reviews { product { reviews } }' }, id: 'q1' },
        { type: 'next', value: { data: { product: { reviews: { results } } } }, id: 'q1' },
        { type: 'completed', id: 'q1' },
      ],
    };
    const html = page(
      `<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ event: 'view' });</script>
<script>(window[Symbol.for("ApolloSSRDataTransport")] ??= []).push(${JSON.stringify(push)})</script>`,
    );
    const result = extractPage(URL_, html);
    expect(result.source).toBe('app-state');
    expect(result.reviews).toEqual(EXPECTED);
  });
});

describe('Nuxt 2 state filled by statements before `return`', () => {
  // devalue's uneval for objects the state shares: each is a parameter bound to `{}` or `Array(n)`, filled by
  // statements (`d.name=…`, `d["data-id"]=…`, `e[0]=…`) before the returned literal points at it.
  const reviews = REVIEWS.map(
    (r) =>
      `{id:${r.id},rating:${r.rating},title:"${r.title}",content:"${r.body}",author:"${r.author}",created_at:c}`,
  );
  const script = `window.__NUXT__=(function(a,b,c,d,e){d.id="SF-1";d.name="Steel Flask; the \\"return\\" {of} tea";d["average-rating"]=3.5;d.reviews=e;e[0]=${reviews[0]};e[1]=${reviews[1]};return {layout:"default",data:[{product:d}],state:{cart:{items:[]},product:d},serverRendered:a}}(true,null,"2024-03-03",{},Array(2)));`;

  it('runs the assignments on the shared objects and reads the reviews', () => {
    const result = extractPage(URL_, page(`<script>${script}</script>`));
    expect(result.source).toBe('app-state');
    expect(result.reviews).toEqual(EXPECTED.map((r) => ({ ...r, date: '2024-03-03' })));
  });
});

describe('Nuxt 2 assignments a hostile page could write', () => {
  it('leaves far array indexes and __proto__ alone', () => {
    const script = `window.__NUXT__=(function(a,b){a[4000000000]=1;b.__proto__={polluted:true};b["__proto__"]={polluted:true};return {a:a,b:b}}(Array(0),{}));`;
    const started = performance.now();
    extractPage(URL_, page(`<script>${script}</script>`));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('state nested far deeper than any shop writes', () => {
  it.each([
    ['an assigned global', (deep: string) => `<script>window.__STATE__ = ${deep};</script>`],
    [
      'Remix deferred data',
      (deep: string) => `<script>__remixContext.r("a", "b", ${deep})</script>`,
    ],
  ])('%s of arrays in arrays is read without overflowing the stack', (_, script) => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(extractPage(URL_, page(script(deep))).reviews).toEqual([]);
  });
});

describe('state nested deeper than any real page', () => {
  // JSON.parse reads any depth; the walkers after it must not recurse once per level (100,000 levels of arrays
  // are 200 kB, well within a page's size cap).
  const deepArrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const nextData = (extra: string) =>
    `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"product":` +
    `{"id":"SF-1","name":"Steel Flask","reviews":${JSON.stringify(REVIEWS)}},"related":${extra}}}}</script>`;

  it.each([
    { where: 'beside the reviews in the same state', body: nextData(deepArrays) },
    {
      where: 'in a data attribute of its own',
      body: `${nextData('[]')}<div data-props='{"items":${deepArrays}}'></div>`,
    },
    {
      where: 'in a window global of its own',
      body: `${nextData('[]')}<script>window.__APOLLO_STATE__ = ${deepArrays};</script>`,
    },
  ])('$where: the reviews are still read', ({ body }) => {
    const result = extractPage(URL_, page(body));
    expect(result.source).toBe('app-state');
    expect(result.reviews).toEqual(EXPECTED);
  });
});
