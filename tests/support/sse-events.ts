/** The events of a whole server-sent-events body, in order, each with its parsed JSON data. */
export function sseEvents(payload: string): { event: string; data: Record<string, unknown> }[] {
  return payload
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
      const data = lines.find((l) => l.startsWith("data: "))?.slice(6) ?? "{}";
      return { event, data: JSON.parse(data) };
    });
}
