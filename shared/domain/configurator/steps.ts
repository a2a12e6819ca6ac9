/** The configurator's steps in their order: the shell's route segments (spec section 2), and where a saved draft was left. */
export const steps = ['productSettings', 'imageSelection', 'productDesign'] as const;
export type Step = (typeof steps)[number];
