// Recognises pages a shop shows instead of the product: captcha / bot challenges, sign-in walls and generic
// error pages. Strong captcha markers count on any page; the weaker signs (a password form, "Something went wrong")
// only when the page yielded no product data, so a product page with a newsletter captcha is not misread.
import { isTag, isText, type AnyNode } from 'domhandler';
import type { BlockKind } from '../errors';
import { isInert } from './readable-text';
import type { PageInput } from './types';

const CAPTCHA_MARKERS: RegExp[] = [
  /\/errors\/validateCaptcha/i,
  /Enter the characters you see below/i,
  /Type the characters you see in this image/i,
  /api-services-support@amazon\.com/i,
  /captcha-delivery\.com/i, // DataDome
  /id=["']px-captcha["']/i, // PerimeterX / HUMAN
  /_Incapsula_Resource|Incapsula incident ID/i, // Imperva
  /captcha-sdk\.awswaf\.com/i, // AWS WAF
  /Robot or human\?/i,
  /cf-chl-|challenge-platform\/h\//i, // Cloudflare managed challenge
  /<title>\s*(?:Just a moment\.\.\.|Attention Required!|Access Denied|Are you a human\?)/i,
  /Please verify you are a human/i,
];
const WEAK_CAPTCHA = /g-recaptcha|h-captcha|hcaptcha\.com|recaptcha\/api\.js|\bcaptcha\b/i;
const SIGN_IN_TITLE =
  /sign[\s-]?in|log[\s-]?in|anmelden|connexion|iniciar sesi[oó]n|accedi|ログイン/i;
const ERROR_PAGE =
  /something went wrong|something's wrong|an error occurred|page isn't working|unexpected error|oops!/i;

export function detectBlock(page: PageInput, foundProductData: boolean): BlockKind | null {
  const { $, html } = page;
  if (CAPTCHA_MARKERS.some((re) => re.test(html))) return 'captcha';
  if (foundProductData) return null;
  const title = $('title').first().text();
  const visible = visibleText($('body').toArray());
  if (WEAK_CAPTCHA.test(html) && visible.length < 20_000) return 'captcha';
  const hasPassword = $('input[type="password" i]').length > 0;
  if (
    hasPassword &&
    (SIGN_IN_TITLE.test(title) || $('form[name="signIn"], form#ap_login_form').length > 0)
  )
    return 'sign_in';
  if (
    SIGN_IN_TITLE.test(title) &&
    /sign in to continue|please sign in|log in to continue/i.test(visible)
  )
    return 'sign_in';
  if (ERROR_PAGE.test(title) || ERROR_PAGE.test(visible.slice(0, 5000))) return 'error_page';
  return null;
}

/** The text a visitor sees under `roots` (scripts and styles left out), walked without recursion or copying. */
function visibleText(roots: AnyNode[]): string {
  const parts: string[] = [];
  const nodes = [...roots].reverse();
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    if (isText(node)) parts.push(node.data);
    else if (isTag(node) && isInert(node)) continue;
    if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i--) nodes.push(node.children[i]!);
  }
  return parts.join('');
}
