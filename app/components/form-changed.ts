import { createContext, use } from "react";

/**
 * For a control that changes a kit form without an input event (a picture chosen in the media
 * dialog, a cleared choice): tells the form's unsaved-changes guard (KitFormElement provides it).
 * Outside a kit form it does nothing.
 */
export const ChangedContext = createContext<() => void>(() => undefined);
export const useMarkChanged = () => use(ChangedContext);
