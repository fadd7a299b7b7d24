import { parseAnalysis, type Inline } from '@/lib/review/client';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => (part.bold ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>));
}

/** A review rendered as elements from its text: headings, lists and paragraphs, never raw HTML. */
export function AnalysisText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed">
      {parseAnalysis(text).map((block, index) => {
        if (block.kind === 'heading') {
          return block.level === 2 ? (
            <h3 key={index} className="text-xl font-bold text-primary">
              <InlineText parts={block.content} />
            </h3>
          ) : (
            <h4 key={index} className="mt-2 text-lg font-semibold text-primary">
              <InlineText parts={block.content} />
            </h4>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={`${block.ordered ? 'list-decimal' : 'list-disc'} flex flex-col gap-1.5 pl-6`}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineText parts={block.content} />
          </p>
        );
      })}
    </div>
  );
}
