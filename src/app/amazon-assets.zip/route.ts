import { brandStoreFileName, brandStorePackage } from "@/server/brand-store";

export async function GET() {
  const body = await brandStorePackage();
  return new Response(body.slice().buffer as ArrayBuffer, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${brandStoreFileName}"`,
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
