import classes from './offerings.module.css';

/** The token's picture, or its ticker's first letters on a white disc when there is none. */
export function TokenImage({ src, ticker, size = 84 }: { src: string | null; ticker: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" className={classes.tokenImage} style={style} loading="lazy" />;
  return (
    <span className={classes.tokenFallback} style={{ ...style, fontSize: size / 4.5 }} aria-hidden>
      {ticker.slice(0, 5)}
    </span>
  );
}
