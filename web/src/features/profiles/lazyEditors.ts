import { lazy } from "react";

// The owner's editors load when a form first opens: visitors, most of a profile's readers, never
// download them.
export const ImageEditor = lazy(() => import("./editing/ImageEditor.tsx").then((m) => ({ default: m.ImageEditor })));
export const IntroEditor = lazy(() => import("./editing/IntroEditor.tsx").then((m) => ({ default: m.IntroEditor })));
export const OperationsEditor = lazy(() =>
  import("./editing/OperationsEditor.tsx").then((m) => ({ default: m.OperationsEditor })),
);
export const ProfessionsEditor = lazy(() =>
  import("./editing/ProfessionsEditor.tsx").then((m) => ({ default: m.ProfessionsEditor })),
);
export const IndustriesEditor = lazy(() =>
  import("./editing/IndustriesEditor.tsx").then((m) => ({ default: m.IndustriesEditor })),
);
export const LanguagesEditor = lazy(() =>
  import("./editing/LanguagesEditor.tsx").then((m) => ({ default: m.LanguagesEditor })),
);
export const WeblinkForm = lazy(() => import("./editing/WeblinkForm.tsx").then((m) => ({ default: m.WeblinkForm })));
export const HistoryForm = lazy(() => import("./editing/HistoryForm.tsx").then((m) => ({ default: m.HistoryForm })));
export const CvEditor = lazy(() => import("./editing/CvEditor.tsx").then((m) => ({ default: m.CvEditor })));
export const CompanyContactForm = lazy(() =>
  import("./editing/CompanyContactForm.tsx").then((m) => ({ default: m.CompanyContactForm })),
);
