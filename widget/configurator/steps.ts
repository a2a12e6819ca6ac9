/** The configurator's steps; their names are the shell's route segments (spec section 2). */
export const steps = ['productSettings', 'imageSelection', 'productDesign'] as const;
export type Step = (typeof steps)[number];
