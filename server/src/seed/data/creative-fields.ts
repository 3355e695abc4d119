/** The creative fields, in the order the app lists them; featured ones lead the /featured page. */
export const CREATIVE_FIELDS = [
  { slug: "graphic-design", en: "Graphic Design", de: "Grafikdesign", featured: true },
  { slug: "illustration", en: "Illustration", de: "Illustration", featured: true },
  { slug: "photography", en: "Photography", de: "Fotografie", featured: true },
  { slug: "motion-design", en: "Motion Design", de: "Motion Design", featured: false },
  { slug: "ux-ui-design", en: "UX/UI Design", de: "UX/UI-Design", featured: true },
  { slug: "architecture", en: "Architecture", de: "Architektur", featured: false },
  { slug: "fashion-design", en: "Fashion Design", de: "Modedesign", featured: true },
  { slug: "product-design", en: "Product Design", de: "Produktdesign", featured: false },
  { slug: "3d-animation", en: "3D & Animation", de: "3D & Animation", featured: true },
  { slug: "film-video", en: "Film & Video", de: "Film & Video", featured: false },
  { slug: "music-sound", en: "Music & Sound", de: "Musik & Ton", featured: false },
  { slug: "writing-copy", en: "Writing & Copy", de: "Text & Konzeption", featured: false },
  { slug: "art-direction", en: "Art Direction", de: "Art Direction", featured: false },
  { slug: "branding", en: "Branding", de: "Branding", featured: false },
  { slug: "game-design", en: "Game Design", de: "Gamedesign", featured: false },
  { slug: "interior-design", en: "Interior Design", de: "Innenarchitektur", featured: false },
  { slug: "fine-arts", en: "Fine Arts", de: "Bildende Kunst", featured: false },
  { slug: "crafts", en: "Crafts", de: "Kunsthandwerk", featured: false },
  { slug: "typography", en: "Typography", de: "Typografie", featured: false },
  { slug: "web-development", en: "Web Development", de: "Webentwicklung", featured: false },
  { slug: "marketing-social-media", en: "Marketing & Social Media", de: "Marketing & Social Media", featured: false },
  { slug: "advertising", en: "Advertising", de: "Werbung", featured: false },
  { slug: "textile-design", en: "Textile Design", de: "Textildesign", featured: false },
  { slug: "jewellery-design", en: "Jewellery Design", de: "Schmuckdesign", featured: false },
  { slug: "set-design", en: "Set Design", de: "Szenenbild", featured: false },
  { slug: "editorial-design", en: "Editorial Design", de: "Editorial Design", featured: false },
  { slug: "performing-arts", en: "Performing Arts", de: "Darstellende Kunst", featured: false },
] as const;

export type CreativeFieldSlug = (typeof CREATIVE_FIELDS)[number]["slug"];

/** A profession or skill of the standard vocabulary, filed under one creative field. */
export interface VocabularyEntry {
  en: string;
  de: string;
  field: CreativeFieldSlug;
}
