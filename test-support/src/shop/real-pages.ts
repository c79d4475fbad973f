// The saved real-world pages in ../shared/data/real-world/html (never copied into the repo) with the URL each was
// saved from and the golden facts listed in that folder's README.md / read off the page by hand.
import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '../shared-data';

export interface Golden {
  file: string;
  url: string;
  site: string;
  id: string;
  name: string;
  aggregate: number;
  reviewCount: number | null;
  ratingCount: number | null;
  reviewsOnPage: number;
  first: {
    text: string;
    rating: number;
    id?: string;
    title?: string;
    reviewer?: string;
    date?: string;
  } | null;
}

export const REAL_PAGES: Golden[] = [
  {
    file: 'amazon_com_product_reviews_B01IPHVFUI.html',
    url: 'https://www.amazon.com/Samsung-27-inch-Business-C27F390FHN-LED-Lit/product-reviews/B01IPHVFUI',
    site: 'amazon',
    id: 'B01IPHVFUI',
    name: 'Samsung CF390 Series 27 inch FHD 1920x1080 Curved Desktop Monitor for Business, HDMI, VGA, VESA mountable, 3-Year Warranty, TAA (C27F390FHN), Black',
    aggregate: 4.6,
    reviewCount: 523,
    ratingCount: 25181,
    reviewsOnPage: 10,
    first: {
      id: 'R2IWYAXSM40X0F',
      text: 'This is a pretty standard monitor and it does everything any other monitor does except for the fact that it will randomly go black',
      rating: 3,
      title: 'Randomly cuts off',
      reviewer: 'Paxton',
      date: '2024-01-06',
    },
  },
  {
    file: 'walmart_ip_10450114_nextdata.html',
    url: 'https://www.walmart.com/ip/Great-Value-Whole-Vitamin-D-Milk-Gallon-Plastic-Jug-128-Fl-Oz/10450114',
    site: 'walmart',
    id: '10450114',
    name: 'Great Value Whole Vitamin D Milk, Gallon',
    aggregate: 4.6,
    reviewCount: 24828,
    ratingCount: 350534,
    reviewsOnPage: 10,
    first: {
      id: '405185975',
      text: 'fyi. my milk that was dated\n11/03. I finished 11/17! 2 weeks after date.',
      rating: 5,
      reviewer: 'CAROL',
      date: '2025-11-18',
    },
  },
  {
    file: 'bestbuy_sku_6216393_jsonld.html',
    url: 'https://www.bestbuy.com/product/pokemon-lets-go-pikachu-nintendo-switch/J7GSL4G7GQ/sku/6216393',
    site: 'bestbuy',
    id: '6216393',
    name: "Pokémon: Let's Go, Pikachu! - Nintendo Switch",
    aggregate: 4.7,
    reviewCount: 3909,
    ratingCount: null,
    reviewsOnPage: 5,
    first: {
      text: "I know a lot of people have an issue with these games as not being real pokemon games, here's the truth",
      rating: 5,
      title: 'Amazing... Loved it',
      reviewer: 'JonRails42',
    },
  },
  {
    file: 'etsy_es_listing_1385245506_jsonld.html',
    url: 'https://www.etsy.com/listing/1385245506/sterling-silver-crown-birth-year',
    site: 'etsy',
    id: '1385245506',
    name: 'Sterling Silver Crown Birth Year Necklace: Old English Date Pendant',
    aggregate: 4.7,
    reviewCount: 9406,
    ratingCount: null,
    reviewsOnPage: 2,
    first: {
      id: '4259632056',
      text: 'This is so lovely. My daughter will love it',
      rating: 5,
      reviewer: 'Ruth',
      date: '2024-10-21',
    },
  },
  {
    file: 'flipkart_product_reviews_TVSHATFHJYWMZVHR_initial_state.html',
    url: 'https://www.flipkart.com/beston-140-cm-55-inch-qled-ultra-hd-4k-smart-google-tv-2025/product-reviews/itme1d1d47e1d1d9?pid=TVSHATFHJYWMZVHR',
    site: 'flipkart',
    id: 'TVSHATFHJYWMZVHR',
    name: 'BESTON 140 cm (55 inch) QLED Ultra HD (4K) Smart Google TV 2025 Edition',
    aggregate: 3.9,
    reviewCount: 36,
    ratingCount: 277,
    reviewsOnPage: 10,
    first: {
      id: '98b6aa61-e836-4809-8f4f-c03a9d462553',
      text: 'Value for the money.',
      rating: 5,
      title: 'Great product',
      reviewer: 'Vicky Ferrao',
    },
  },
  {
    file: 'target_A-90377926_no_reviews.html',
    url: 'https://www.target.com/p/microfiber-dust-cloths-6pk-up-38-up-8482/-/A-90377926',
    site: 'target',
    id: '90377926',
    name: 'Microfiber Dust Cloths - 6pk - up&up™: Reusable, Hanging Loop',
    aggregate: 4.8,
    reviewCount: 44,
    ratingCount: null,
    reviewsOnPage: 0,
    first: null,
  },
];

export const REAL_HTML_DIR = ['real-world', 'html'] as const;

/** True when the saved pages are available (prints a loud notice otherwise). */
export function hasRealPage(file: string): boolean {
  return hasSharedData(...REAL_HTML_DIR, file);
}

export function readRealPage(file: string): string {
  return readFileSync(sharedDataPath(...REAL_HTML_DIR, file), 'utf8');
}
