import TermHost
