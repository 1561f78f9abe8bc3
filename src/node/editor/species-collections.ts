import { speciesModel } from "../content"
import { cmsFields, type CmsCollection } from "./cms-fields"

/** An order of the guide: its folder of content/species/, its Latin name, and its everyday name in English. */
export interface GuideOrder {
  folder: string
  name: string
  label: string
}

/**
 * The insect guide: a collection per order, each the order's folder of content/species/, so that an
 * editor's list holds one order's species: Decap reads every entry of a folder to list it (docs/scale.md,
 * "The browser editor at 10,000 species"). A species' slug (and page address) is made from its
 * common name when it is created; its order is the collection's. One more collection, hidden, holds
 * every species: the one a lookalike is picked from, whatever its order.
 */
export function speciesCollections(orders: readonly GuideOrder[]): CmsCollection[] {
  const fields = cmsFields(speciesModel)
  return [
    ...orders.map((order) => ({
      name: speciesCollectionName(order.folder),
      label: `Insect guide: ${orderTitle(order)}`,
      label_singular: `Species (${order.name})`,
      folder: `content/species/${order.folder}`,
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "commonName",
      slug: "{{slug}}",
      preview_path: "insects/{{slug}}/",
      summary: "{{commonName}} ({{scientificName}})",
      sortable_fields: ["commonName", "scientificName"],
      fields: fields.map((field) =>
        field.name === "order"
          ? { name: "order", label: field.label, widget: "hidden" as const, default: order.name }
          : field,
      ),
    })),
    {
      name: "species",
      label: "Insect guide: every species",
      folder: "content/species",
      // Each order's folder: read two levels deep. The file name is the species' slug ({{filename}}).
      path: "{{order}}/{{slug}}",
      extension: "json",
      format: "json",
      hide: true,
      create: false,
      delete: false,
      identifier_field: "commonName",
      fields,
    },
  ]
}

/** An order's collection of species: "hymenoptera" -> "species-hymenoptera". */
export const speciesCollectionName = (folder: string) => `species-${folder}`

/** An order as the editor names it: "Bees, wasps and ants (Hymenoptera)", or its Latin name alone. */
export const orderTitle = ({ name, label }: GuideOrder) => (label === name ? name : `${label} (${name})`)
