// The saved real-world pages in ../shared/data/real-world/html (never copied into the repo) with the URL each was
// saved from and the golden facts listed in that folder's README.md / read off the page by hand: the product, the
// shop's counts, how many reviews a careful reader counts on the page and the first review exactly as it reads.
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
  /** Reviews on the page as a careful reader counts them (README of the shared folder). */
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
      text: "This is a pretty standard monitor and it does everything any other monitor does except for the fact that it will randomly go black for a second and then cut back on frequently. It also will completely turn off and i have to unplug it from the wall and plug it back in pretty frequently. Although this isn't too big of a deal, it's very annoying. I've tried to solve this by using different HDMI cords and a different computer but it continues, so it must be a problem with the monitor itself. It has been happening ever since I bought it less than a year ago. Even while I was typing this review it blanked out twice. Some days are worse than others but today i have been using it for about 2 hours and it probably has blanked 20-30 times.",
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
      text: "fyi. my milk that was dated\n11/03. I finished 11/17! 2 weeks after date. But I had opened about 10 days earlier. I don't use much milk. I usually buy another more expensive brand that will always last 10 days past. I pour 3-4 , 2 cup size jars at a time. That way it doesn't keep warming up. I also don't leave it out.",
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
      text: "I know a lot of people have an issue with these games as not being real pokemon games, here's the truth: The only thing this game doesn't have is level grinding. Other than that its like pokemon yellow. instead of battling wild pokemon to level grind, you just need to catch pokemon. So yes this game definitely is easier. But as you catch wild pokemon, your pokemon get exp points. and it doesn't matter which pokemon you catch. If you catch a Pidgey, your pikachu gets exp points. I also like that you can have 2 players playing and battling making it easier too. I think it's a great game for someone to experience the old pokemon games in a new updated way. The graphics also look beautiful!! Lot of reviews i saw said not to buy it, but i'm glad i did!",
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
  {
    file: 'target_com_A-78099811_tgt_data_2025.html',
    url: 'https://www.target.com/p/himalayan-salted-dark-chocolate-almonds-13oz-good-38-gather-8482/-/A-78099811',
    site: 'target',
    id: '78099811',
    name: 'Himalayan Salted Dark Chocolate Almonds - 13oz - Good & Gather™',
    aggregate: 4.74,
    reviewCount: 214,
    ratingCount: 1654,
    reviewsOnPage: 8,
    first: {
      id: 'b844562d-879a-421b-b86e-cf6041b67d94',
      text: 'A great balance of sweet and salty! The almonds are crunchy and creates a complex texture to the silky chocolate cover. Will definitely repurchase this!',
      rating: 5,
      title: 'Yummy yummy!',
      reviewer: 'kittymomLL',
      date: '2025-03-11T19:12:13.840Z',
    },
  },
  {
    file: 'flipkart_p_itm7d9a39163a84e_html_reviews_2025.html',
    url: 'https://www.flipkart.com/lyphy-men-self-design-casual-white-shirt/p/itm7d9a39163a84e',
    site: 'flipkart',
    id: 'SHTHFV9WTPGB4HZN',
    name: 'Lyphy Men Regular Fit Self Design Spread Collar Casual Shirt',
    aggregate: 4,
    reviewCount: 642,
    ratingCount: 15042,
    reviewsOnPage: 3,
    first: {
      id: 'ebdb13e8-d59e-495e-87a6-2ede0c1835d2',
      text: 'Nice product',
      rating: 5,
      reviewer: 'Sree Kutty',
    },
  },
  {
    file: 'ebay_com_itm_381228738769_microdata_2020.html',
    url: 'https://www.ebay.com/itm/Outdoor-Wicker-Patio-Furniture-Sofa-3-Seater-Luxury-Comfort-Brown-Wicker-Couch-/381228738769',
    site: 'ebay',
    id: '381228738769',
    name: 'Outdoor Wicker Patio Furniture Sofa 3 Seater Luxury Comfort Brown Wicker Couch',
    aggregate: 4.5,
    reviewCount: 8,
    ratingCount: null,
    reviewsOnPage: 5,
    first: {
      id: 'review_10000000214947889',
      text: 'We bought two of these for our covered porch...I like to lay on them since the sides are not too high and you can comfortably prop a pillow behind your head and relax. My only concern might be that the cushions seem thin and may not hold up over time, but we will see. So far it is great.',
      rating: 4,
      title: 'Comfy to lay on!!',
      reviewer: 'mtkeane',
      date: '2016-08-24',
    },
  },
  {
    file: 'amazon_in_dp_B06WVM9CSH_jsonld_2025.html',
    url: 'https://www.amazon.in/Pasta-Pizza-Sauce-Herby-Tomato/dp/B06WVM9CSH',
    site: 'amazon',
    id: 'B06WVM9CSH',
    name: 'Pasta & Pizza Sauce Herby Tomato (280G) I Vegan I 0 Trans Fat',
    aggregate: 4.3,
    reviewCount: null,
    ratingCount: 7015,
    reviewsOnPage: 13,
    first: {
      id: 'RVQH05WKIJ5ZT',
      text: 'Pretty decent quality and great taste. I used it only for pasta so far. The sauce is very concentrated so I needed only a few spoons for a pasta for two. A bit on a sour side so it’s better to add a tiny bit of sugar when cooking',
      rating: 5,
      title: 'Good sauce',
      reviewer: 'Hanna Lusta',
      date: '2025-05-24',
    },
  },
  {
    file: 'bestbuy_com_sku6092641_standalone_review_jsonld_2020.html',
    url: 'https://www.bestbuy.com/site/xfx-amd-radeon-rx-580-gts-black-edition-8gb-gddr5-pci-express-3-0-graphics-card-black/6092641.p?skuId=6092641',
    site: 'bestbuy',
    id: '6092641',
    name: 'XFX - AMD Radeon RX 580 GTS Black Edition 8GB GDDR5 PCI Express 3.0 Graphics Card - Black',
    aggregate: 4.4,
    reviewCount: 771,
    ratingCount: null,
    reviewsOnPage: 8,
    first: {
      text: 'Good card. Fans were a little loud. Returned after getting the XFX AMD 5500xt and noticing it was quieter.',
      rating: 4,
      title: 'Good but the fans...',
      reviewer: 'CZFOXX',
    },
  },
  {
    file: 'myntra_11863356_myx_state_2025.html',
    url: 'https://www.myntra.com/briefs/jockey/jockey-combed-cotton-brief-with-ultrasoft-waistband-8037/11863356/buy',
    site: 'generic',
    id: '11863356',
    name: 'Jockey Combed Cotton Brief with Ultrasoft Waistband-8037',
    aggregate: 4.43,
    reviewCount: 4757,
    ratingCount: 37899,
    reviewsOnPage: 7,
    first: {
      id: '3bd79729-f1e9-48cf-b21e-99d7738ca54a',
      text: "#### Rating: ★★★★☆\n\nI've been wearing the Jockey trunk for a while now, and overall, I'm quite satisfied with my purchase. The fabric is soft and breathable, providing comfort throughout the day. The waistband is snug without being too tight, and it holds up well after multiple washes.\n\nHowever, the fit could use some improvement. While the trunks fit well around the waist and hips, they feel a bit loose in the leg area. This occasional looseness sometimes causes them to ride up, which can be a bit inconvenient.\n\nDespite this minor issue, the quality and comfort of the Jockey trunk are impressive. They are durable and maintain their shape over time, making them a reliable choice for everyday wear. If the fit were slightly more tailored, these would be perfect.loo",
      rating: 5,
      reviewer: 'Myntra Customer',
      date: '2024-05-18T12:15:22.000Z',
    },
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
