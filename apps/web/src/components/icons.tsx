// Inline SVG icons: nothing to fetch, they inherit the text colour, and they are hidden from assistive
// technology because every icon sits next to (or inside a link with) a text label.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function GithubIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.4-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </Svg>
  );
}

export function MastodonIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M21.3 13.9c-.3 1.6-2.8 3.3-5.6 3.6-1.5.2-2.9.3-4.4.3-2.5-.1-4.4-.6-4.4-.6v.7c.3 2.4 2.4 2.6 4.3 2.6 2 .1 3.8-.5 3.8-.5l.1 1.8s-1.4.7-3.8.9c-1.4.1-3.1 0-5-.5-4.1-1.1-4.8-5.5-4.9-10V8.8c0-4.5 2.9-5.8 2.9-5.8C5.8 2.3 8.3 2 11 2h.1c2.6 0 5.2.3 6.6 1 0 0 2.9 1.3 2.9 5.8 0 0 .1 3.3-.3 5.1ZM18.2 8.7c0-1.1-.3-2-.9-2.6-.6-.7-1.4-1-2.3-1-1.1 0-1.9.4-2.5 1.3l-.5.9-.5-.9C10.9 5.5 10.1 5.1 9 5.1c-.9 0-1.7.3-2.3 1-.6.7-.9 1.5-.9 2.6v5.4H8V8.9c0-1.1.5-1.7 1.4-1.7 1 0 1.6.7 1.6 2v2.9h2.1V9.2c0-1.3.5-2 1.6-2 .9 0 1.4.6 1.4 1.7v5.2h2.1Z" />
    </Svg>
  );
}

export function BlueskyIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M5.8 3.6C8.3 5.5 11 9.3 12 11.4c1-2.1 3.7-5.9 6.2-7.8 1.8-1.4 4.8-2.4 4.8.9 0 .7-.4 5.5-.6 6.3-.8 2.8-3.6 3.5-6.2 3.1 4.5.8 5.6 3.3 3.2 5.8-4.7 4.8-6.7-1.2-7.2-2.7l-.2-.6-.2.6c-.5 1.5-2.5 7.5-7.2 2.7-2.4-2.5-1.3-5 3.2-5.8-2.6.4-5.4-.3-6.2-3.1C1.4 10 1 5.2 1 4.5c0-3.3 3-2.3 4.8-.9Z" />
    </Svg>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </Svg>
  );
}

function StrokeSvg(props: IconProps) {
  return (
    <Svg
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeSvg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeSvg>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 3 4 6v6c0 4.6 3.4 8.4 8 9 4.6-.6 8-4.4 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </StrokeSvg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </StrokeSvg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </StrokeSvg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </StrokeSvg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 21s-7-6.1-7-12a7 7 0 0 1 14 0c0 5.9-7 12-7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </StrokeSvg>
  );
}
