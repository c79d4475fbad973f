// Tracking parameters carry no product identity; removing them gives one cache key per product and keeps the
// shopper's referral tags out of our requests.
const TRACKING_EXACT = new Set([
  'ref',
  'ref_',
  'tag',
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'th',
  'psc',
  'spm',
  'scm',
  'pd_rd_i',
  'pd_rd_r',
  'pd_rd_w',
  'pd_rd_wg',
  'pf_rd_i',
  'pf_rd_m',
  'pf_rd_p',
  'pf_rd_r',
  'pf_rd_s',
  'pf_rd_t',
  'content-id',
  'crid',
  'sprefix',
  'qid',
  'sr',
  'keywords',
  'dib',
  'dib_tag',
  'linkcode',
  'linkid',
  'camp',
  'creative',
  'creativeasin',
  'ascsubtag',
  'smid',
  'sid',
  'srno',
  'otracker',
  'otracker1',
  'lid',
  'marketplace',
  'iid',
  'ssid',
  'affid',
  'affextparam1',
  'affextparam2',
  'cmpid',
  'icid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'igshid',
  'si',
  'ls',
  'click_key',
  'click_sum',
  'ga_order',
  'ga_search_type',
  'ga_view_type',
  'ga_search_query',
  'ref_id',
  'referrer',
  'source',
  'sourceid',
  'athcpid',
  'athpgid',
  'athznid',
  'athmtid',
  'athstid',
  'athguid',
  'athwpid',
  'athieid',
  'athancid',
  'athena',
  'athbdg',
  'classtype',
  'from',
  'adid',
  'wl13',
  'irgwc',
  'clickid',
  'veh',
  'wmlspartner',
  'sourceid',
  'lnm',
  'cnc',
  'ranmid',
  'raneaid',
  'ransiteid',
  'epik',
  'preselect',
  'frs',
  'pro_id',
  'pdp_slot',
  'pdp_module',
  'sc_cid',
  'cm_mmc',
  'cm_ven',
  'cm_cat',
  'cm_pla',
  'cm_ite',
  'pp_page',
  'pp_params',
]);

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return (
    key.startsWith('utm_') ||
    key.startsWith('pd_rd_') ||
    key.startsWith('pf_rd_') ||
    TRACKING_EXACT.has(key)
  );
}

/** A copy of the URL without tracking parameters and fragment; Amazon's "/ref=…" path suffix is dropped too. */
export function stripTracking(input: URL): URL {
  const url = new URL(input.href);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (isTrackingParam(name)) url.searchParams.delete(name);
  }
  url.pathname = url.pathname.replace(/\/ref=[^/]*$/, '');
  url.hostname = url.hostname.toLowerCase();
  return url;
}
