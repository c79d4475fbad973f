// Words any review of any product may contain, in the languages we read: what a review is about in
// general (product, quality, price, delivery, seller) rather than about this product. With the
// function words and the sentiment lexicon (text/token-info.ts) they make up a short text that honest
// buyers write again and again ("Good quality, fast delivery"), so their repetition is weak evidence
// (signals/short-copies.ts).
import { LEXICON_WORDS } from '../text/token-info';

const list = (words: string): string[] => words.trim().split(/\s+/);

const GENERIC_NOUNS = list(`
  product products item items quality price value money delivery delivered shipping shipped seller service
  packaging package packed order ordered purchase purchased size colour color design material time condition
  thanks thank you everything overall recommend recommended highly expected described exactly same one
  working work job buy bought again definitely totally absolutely
  producto calidad precio envío envio entrega vendedor artículo articulo compra gracias todo
  produkt qualität preis lieferung verkäufer artikel ware danke alles
  produit qualité prix livraison vendeur article colis merci
  prodotto qualità prezzo consegna spedizione venditore articolo grazie
  produto qualidade preço preco entrega vendedor obrigado obrigada
  kwaliteit prijs levering verkoper artikel bedankt
  jakość jakosc cena dostawa przesyłka przesylka sprzedawca towar dziękuję dziekuje
  ürün urun kalite fiyat kargo satıcı satici paket teşekkürler tesekkurler
  barang produk kualitas harga pengiriman penjual seller paket packing terima kasih
  paisa vasool delivery
`);

/** Lower-cased words that say nothing specific about a product. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([...LEXICON_WORDS, ...GENERIC_NOUNS]);
