import { ExternalLink } from '../../../components/external-link';
import { MAP_LOCATION, openStreetMapEmbedUrl, openStreetMapLinkUrl } from '../../../config/site';

/** OpenStreetMap's embeddable view of our city: no API key, no tracking scripts on our page. */
export function ContactMap() {
  return (
    <figure>
      <iframe
        title={`Map of ${MAP_LOCATION.city}`}
        src={openStreetMapEmbedUrl(MAP_LOCATION.bbox)}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-[4/3] w-full rounded-xl border border-slate-300"
      />
      <figcaption className="mt-2 text-sm text-slate-700">
        {MAP_LOCATION.city} ·{' '}
        <ExternalLink
          className="text-indigo-700 underline"
          href={openStreetMapLinkUrl(MAP_LOCATION.bbox)}
        >
          View a larger map
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
