import { SITE_NAME } from '../config/site';

/** React 19 hoists <title> into <head>, so each page names itself where it renders. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${SITE_NAME}`}</title>;
}
