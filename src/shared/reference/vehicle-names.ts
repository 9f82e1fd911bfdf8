/** A make or model and its name in one language. */
export interface VehicleName {
  readonly key: string;
  readonly name: string;
}

/** A make and its models named in one language. */
export interface MakeNames extends VehicleName {
  readonly models: readonly VehicleName[];
}

/**
 * The makes and models in one language (`vehicleNamesIn` of makes.ts). A page needs only its
 * language's names, so the browser gets these, built at build time, not the two-language list.
 */
export type VehicleNames = readonly MakeNames[];

/** The make's name, or its key when the list does not know it. */
export function makeName(names: VehicleNames, makeKey: string): string {
  return names.find((make) => make.key === makeKey)?.name ?? makeKey;
}

/** The model's name, or the model as stored when the make does not list it (free text). */
export function modelName(names: VehicleNames, makeKey: string, model: string): string {
  const make = names.find((entry) => entry.key === makeKey);
  return make?.models.find((entry) => entry.key === model)?.name ?? model;
}
