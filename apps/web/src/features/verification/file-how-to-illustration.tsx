/**
 * How to take the selfie: a person holding an ID card beside the face, inside a camera frame. Drawn inline so
 * it follows the theme and needs no download; the text next to it says the same in words.
 */
export function FileHowToIllustration({ className, title }: { className?: string; title: string }) {
  return (
    <svg className={className} viewBox="0 0 240 200" role="img" aria-labelledby="selfie-how-to-title" xmlns="http://www.w3.org/2000/svg">
      <title id="selfie-how-to-title">{title}</title>
      <rect x="8" y="8" width="224" height="184" rx="18" fill="#eef3fb" />
      {/* Camera frame corners */}
      <g stroke="#1b4a8a" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M28 44 V28 H44" />
        <path d="M196 28 H212 V44" />
        <path d="M28 156 V172 H44" />
        <path d="M196 172 H212 V156" />
      </g>
      {/* Body */}
      <path d="M52 192 C54 150 74 132 104 128 H124 C150 132 166 148 170 192 Z" fill="#1b4a8a" />
      <path d="M104 128 L114 146 L124 128 Z" fill="#ffffff" />
      {/* Neck and head */}
      <rect x="106" y="104" width="16" height="26" rx="6" fill="#e9b58f" />
      <ellipse cx="114" cy="80" rx="30" ry="34" fill="#f2c7a5" />
      <path d="M84 78 C82 52 98 42 116 42 C136 42 148 56 144 80 C140 66 130 60 114 60 C100 60 90 66 84 78 Z" fill="#2b2b3a" />
      <circle cx="103" cy="82" r="3" fill="#2b2b3a" />
      <circle cx="125" cy="82" r="3" fill="#2b2b3a" />
      <path d="M105 98 Q114 105 123 98" stroke="#b5674a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {/* Raised arm holding the card beside the face */}
      <path d="M160 190 C168 160 172 140 170 118" stroke="#1b4a8a" strokeWidth="20" strokeLinecap="round" fill="none" />
      <circle cx="170" cy="112" r="10" fill="#f2c7a5" />
      {/* ID card */}
      <g transform="rotate(-8 176 86)">
        <rect x="146" y="62" width="62" height="40" rx="5" fill="#ffffff" stroke="#d4a843" strokeWidth="3" />
        <rect x="152" y="70" width="16" height="20" rx="2" fill="#c9d6ea" />
        <circle cx="160" cy="77" r="4" fill="#8aa3c8" />
        <path d="M154 89 C155 83 165 83 166 89" fill="#8aa3c8" />
        <rect x="173" y="71" width="28" height="4" rx="2" fill="#1b4a8a" />
        <rect x="173" y="79" width="22" height="3" rx="1.5" fill="#9aa9bf" />
        <rect x="173" y="86" width="26" height="3" rx="1.5" fill="#9aa9bf" />
        <rect x="152" y="94" width="48" height="3" rx="1.5" fill="#d4a843" />
      </g>
      {/* Fingers over the card edge */}
      <rect x="160" y="98" width="18" height="9" rx="4.5" fill="#f2c7a5" />
      {/* Check mark: face and card both visible */}
      <circle cx="48" cy="66" r="14" fill="#237a3b" />
      <path d="M41 66 L46 71 L55 61" stroke="#ffffff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
