enum Y {}
