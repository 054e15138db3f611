import { ApiReference } from "@/web/features/admin/api-reference/api-reference";
import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";

export const meta = () => adminMeta("API reference");

/** /admin/api: the API's routes, who may call them and their schemas, from /api/openapi.json. */
export default function ApiReferencePage() {
  return (
    <ConsolePage
      title="API reference"
      description="Every route of the site's API with its schemas, as the server declares them. Open a route to see them."
    >
      <ApiReference />
    </ConsolePage>
  );
}
