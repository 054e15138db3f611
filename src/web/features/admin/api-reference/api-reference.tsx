import { getOpenApi } from "@/shared/api/openapi-contract";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Spinner } from "@/web/components/ui/spinner";
import {
  type ReferenceOperation,
  useApiReference,
} from "@/web/features/admin/api-reference/api-reference-query";

const accessTone = { public: "neutral", investor: "brand", operator: "warning" } as const;

function Schema({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="font-semibold text-slate-700 text-xs uppercase">{label}</h4>
      <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  const tone = accessTone[operation.access as keyof typeof accessTone] ?? "neutral";
  return (
    <li className="rounded border border-slate-200">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
          <span className="w-16 font-mono font-semibold text-sm">{operation.method}</span>
          <code className="break-all text-sm">{operation.path}</code>
          <Badge tone={tone}>{operation.access}</Badge>
          <span className="text-slate-600 text-sm">{operation.summary}</span>
        </summary>
        <div className="flex flex-col gap-3 border-slate-200 border-t p-3">
          {operation.parameters.length > 0 ? (
            <Schema label="Parameters" value={operation.parameters} />
          ) : null}
          {operation.requestBody ? <Schema label="Request body" value={operation.requestBody} /> : null}
          <Schema label="Responses" value={operation.responses} />
        </div>
      </details>
    </li>
  );
}

/**
 * Every route of the API, read from the document the server serves (GET /api/openapi.json): method,
 * path, who may call it, and its schemas. Rendered here rather than by a hosted viewer: the CSP
 * allows no third-party script, and operators may have no internet.
 */
export function ApiReference() {
  const { data, error, isPending } = useApiReference();
  if (isPending) return <Spinner label="Loading the API reference" />;
  if (error) return <Alert tone="danger">The API document could not be loaded: {error.message}</Alert>;
  const tags = [...new Set(data.map((operation) => operation.tag))];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm">
        The machine-readable document:{" "}
        <a className="underline" href={getOpenApi.path}>
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1). {data.length} operations.
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`api-tag-${tag}`} className="flex flex-col gap-2">
          <h3 id={`api-tag-${tag}`} className="font-semibold text-lg">
            /{tag === "auth" ? "api/auth (Better Auth)" : `api/${tag}`}
          </h3>
          <ul className="flex flex-col gap-2">
            {data
              .filter((operation) => operation.tag === tag)
              .map((operation) => (
                <Operation key={`${operation.method} ${operation.path}`} operation={operation} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
